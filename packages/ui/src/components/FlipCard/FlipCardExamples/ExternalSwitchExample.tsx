import { useState } from 'react';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup';
import { FlipCard, type FlipCardProps } from '../FlipCard';
import { LoginForm, RegisterForm, type Fields } from './AuthForms';
import * as styles from './AuthForms.css';
import * as switchStyles from './ExternalSwitch.css';

/**
 * A card flipped from outside (stories only): a Login | Register switch above
 * it keeps focus, so the card is told not to move focus.
 */
export function ExternalSwitchExample(props: Partial<Omit<FlipCardProps, 'front' | 'back' | 'flipped'>>) {
  const [face, setFace] = useState<'login' | 'register'>('login');
  const [login, setLogin] = useState<Fields>({});
  const [register, setRegister] = useState<Fields>({});
  return (
    <div className={styles.page}>
      <ToggleButtonGroup
        aria-label="Account"
        className={styles.switcher}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[face]}
        onSelectionChange={(keys) => setFace(keys.has('register') ? 'register' : 'login')}
      >
        <ToggleButton id="login" className={switchStyles.option}>
          Login
        </ToggleButton>
        <ToggleButton id="register" className={switchStyles.option}>
          Register
        </ToggleButton>
      </ToggleButtonGroup>
      <FlipCard
        {...props}
        moveFocusOnFlip={false}
        flipped={face === 'register'}
        onFlip={(shown, left) => {
          if (left === 'front') setLogin({});
          else setRegister({});
          props.onFlip?.(shown, left);
        }}
        front={
          <LoginForm
            values={login}
            onChange={(name, value) => setLogin((fields) => ({ ...fields, [name]: value }))}
            onSwitch={() => setFace('register')}
          />
        }
        back={
          <RegisterForm
            values={register}
            onChange={(name, value) => setRegister((fields) => ({ ...fields, [name]: value }))}
            onSwitch={() => setFace('login')}
          />
        }
      />
    </div>
  );
}
