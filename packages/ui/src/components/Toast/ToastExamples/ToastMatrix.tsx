import { useState } from 'react';
import {
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastStateContext as ToastStateContext,
  type ToastState,
} from 'react-aria-components/Toast';
import * as layout from '../../../storybook/storyLayout.css';
import type { ToastContent } from '../toastQueue';
import { ToastView } from '../ToastView';
import * as styles from './ToastMatrix.css';

const examples: Array<{ id: string; heading: string; usage: string; toasts: ToastContent[] }> = [
  {
    id: 'toast-success',
    heading: 'Success',
    usage: 'Something the customer did worked.',
    toasts: [{ tone: 'success', message: "Message sent successfully! We'll get back to you as soon as possible !!" }],
  },
  {
    id: 'toast-error',
    heading: 'Error',
    usage: 'Something failed; say what to do next.',
    toasts: [{ tone: 'error', message: 'Failed to send your message. Please try again!' }],
  },
  {
    id: 'toast-info',
    heading: 'Info',
    usage: 'Neutral news, such as a copied link.',
    toasts: [{ tone: 'info', message: 'Link copied to clipboard!' }],
  },
  {
    id: 'toast-stack',
    heading: 'With a title, stacked',
    usage: 'Newest on top; at most three show at once.',
    toasts: [
      { tone: 'error', title: 'Email', message: 'Enter a valid email address.' },
      { tone: 'success', title: 'Added to cart', message: 'Polycarbonate Bird Spikes, 10 ft × 2' },
    ],
  },
];

/** A static toast state, so toasts can be drawn in place without a region or timers. */
function useStaticToasts(toasts: ToastContent[]): ToastState<ToastContent> {
  const [queue] = useState(() => {
    const q = new AriaToastQueue<ToastContent>();
    for (const content of [...toasts].reverse()) q.add(content);
    return q;
  });
  return {
    add: (content, options) => queue.add(content, options),
    close: (key) => queue.close(key),
    pauseAll: () => queue.pauseAll(),
    resumeAll: () => queue.resumeAll(),
    visibleToasts: queue.visibleToasts,
  };
}

function Example({ id, heading, usage, toasts }: (typeof examples)[number]) {
  const state = useStaticToasts(toasts);
  return (
    <section className={layout.card} aria-labelledby={id}>
      <header className={layout.cardHeader}>
        <h2 id={id} className={layout.cardTitle}>
          {heading}
        </h2>
        <p className={layout.cardDescription}>{usage}</p>
      </header>
      <ToastStateContext.Provider value={state}>
        <ol className={styles.stack}>
          {state.visibleToasts.map((toast) => (
            <li key={toast.key}>
              <ToastView toast={toast} closeLabel="Close" />
            </li>
          ))}
        </ol>
      </ToastStateContext.Provider>
    </section>
  );
}

/** Every tone, and the stacked layout, drawn in place for visual review. Stories only. */
export function ToastMatrix() {
  return (
    <div className={layout.page}>
      {examples.map((example) => (
        <Example key={example.id} {...example} />
      ))}
    </div>
  );
}
