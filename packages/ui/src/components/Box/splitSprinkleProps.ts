import { sprinkles, type Sprinkles } from '../../styles/sprinkles.css';

/** Separates the props sprinkles turns into classes from the ones that go to the element. */
export function splitSprinkleProps<P extends Sprinkles>(props: P) {
  const sprinkleProps: Record<string, unknown> = {};
  const otherProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) sprinkleProps[key] = value;
    else otherProps[key] = value;
  }
  return { sprinkleProps: sprinkleProps as Sprinkles, otherProps: otherProps as Omit<P, keyof Sprinkles> };
}
