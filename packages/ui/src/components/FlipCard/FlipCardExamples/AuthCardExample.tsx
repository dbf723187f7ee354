import { useState } from 'react';
import { FlipCard, type FlipCardProps } from '../FlipCard';
import { LoginForm, RegisterForm, type Fields } from './AuthForms';
import * as styles from './AuthForms.css';

export type AuthCardExampleProps = Partial<Omit<FlipCardProps, 'front' | 'back'>>;

/**
 * The sign-up page's card (stories only): login on the front, register on the
 * back. The page owns the face and the fields; `onFlip` clears the fields of
 * the face that was left, as the shop requires.
 */
export function AuthCardExample({ flipped: flippedArg = false, onFlip, ...props }: AuthCardExampleProps) {
  const [flipped, setFlipped] = useState(flippedArg);
  // The `flipped` control in Storybook turns the card too, with the animation.
  const [lastArg, setLastArg] = useState(flippedArg);
  if (lastArg !== flippedArg) {
    setLastArg(flippedArg);
    setFlipped(flippedArg);
  }
  const [login, setLogin] = useState<Fields>({});
  const [register, setRegister] = useState<Fields>({});

  return (
    <div className={styles.page}>
      <FlipCard
        {...props}
        flipped={flipped}
        onFlip={(shown, left) => {
          if (left === 'front') setLogin({});
          else setRegister({});
          onFlip?.(shown, left);
        }}
        front={
          <LoginForm
            values={login}
            onChange={(name, value) => setLogin((fields) => ({ ...fields, [name]: value }))}
            onSwitch={() => setFlipped(true)}
          />
        }
        back={
          <RegisterForm
            values={register}
            onChange={(name, value) => setRegister((fields) => ({ ...fields, [name]: value }))}
            onSwitch={() => setFlipped(false)}
          />
        }
      />
    </div>
  );
}
