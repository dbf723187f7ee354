import * as layout from '../../../storybook/storyLayout.css';
import { AuthCard } from './AuthCard';

/** Both faces side by side, for the `All` story. Stories only. */
export function FlipCardMatrix() {
  return (
    <div className={layout.page}>
      <div className={layout.card}>
        <div className={layout.cardHeader}>
          <h2 className={layout.cardTitle}>Front</h2>
          <p className={layout.cardDescription}>Login: the face shown first.</p>
        </div>
        <AuthCard />
      </div>
      <div className={layout.card}>
        <div className={layout.cardHeader}>
          <h2 className={layout.cardTitle}>Back</h2>
          <p className={layout.cardDescription}>Register: shown after "Create an account".</p>
        </div>
        <AuthCard flipped />
      </div>
    </div>
  );
}
