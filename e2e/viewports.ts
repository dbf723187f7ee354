/**
 * The phone the journeys are walked on: a 375 px wide touch screen. Drawn at one device pixel per CSS pixel, not
 * a real phone's two: no journey reads the pixels, and twice the density is four times the pixels the browser
 * rasterises in software on every paint (four journey files on the phone: 158 and 161 CPU-s of the browser at
 * density 2, 142 and 149 at 1, in one sitting). The tap and move benchmarks keep a real phone's density
 * (bench/shop.ts).
 */
export const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };
