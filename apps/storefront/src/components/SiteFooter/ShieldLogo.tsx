/**
 * The brand mark (a bird inside a shield, as in public/images/logo-mark.svg), drawn inline so it
 * needs no request and takes the colour around it: the shield in `currentColor`, the bird cut out
 * in `birdClassName`'s fill. Decorative: the shop name beside it is the link text.
 */
export function ShieldLogo({ className, birdClassName }: { className?: string; birdClassName?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M32,1.8 L55.9,10.2 C55.9,34.1 48.6,50.7 32,62.2 C15.4,50.7 8.1,34.1 8.1,10.2 Z" />
      <path
        className={birdClassName}
        d="M15.5,26.9 C20.8,22.9 26.1,23.6 30,29.5 C31,27.5 33,27.5 34,29.5 C37.9,22.9 43.9,21.6 48.5,24.2 C43.2,24.9 38.6,28.2 35.3,33.5 L33.3,36.1 L32,38.7 L30.7,36.1 L28.7,33.5 C25.4,29.5 20.8,26.9 15.5,26.9 Z"
      />
    </svg>
  );
}
