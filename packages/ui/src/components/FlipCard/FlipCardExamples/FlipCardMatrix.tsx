import * as layout from '../../../storybook/storyLayout.css';
import { AuthCardExample } from './AuthCardExample';

/** Both faces side by side, for the `All` story. Stories only. */
export function FlipCardMatrix() {
  return (
    <div className={layout.page}>
      <div className={layout.card}>
        <div className={layout.cardHeader}>
          <h2 className={layout.cardTitle}>Front</h2>
          <p className={layout.cardDescription}>Login: the face shown first.</p>
        </div>
        <AuthCardExample />
      </div>
      <div className={layout.card}>
        <div className={layout.cardHeader}>
          <h2 className={layout.cardTitle}>Back</h2>
          <p className={layout.cardDescription}>Register: shown after "Create an account".</p>
        </div>
        <AuthCardExample flipped />
      </div>
    </div>
  );
}
