import type { ThreadEntry } from '../MessageThread';

/** A contact message and its answers for the stories (stories only). Fixed dates, so screenshots stay the same. */
export const storyThread: ThreadEntry[] = [
  {
    id: 'm-41',
    author: 'Asha Rao',
    email: 'asha.rao@example.in',
    body: 'Pigeons nest on our 3 m balcony in Pune.\nWhich net should we buy, and do you install?',
    sentAt: new Date('2025-01-13T04:45:00Z'),
    direction: 'incoming',
  },
  {
    id: 'r-7',
    author: 'Meera Iyer',
    body: 'Dear Asha, our 50 mm pigeon net with the fixing kit suits a 3 m balcony. We do not install, but the kit comes with a step-by-step guide.',
    sentAt: new Date('2025-01-14T06:20:00Z'),
    direction: 'outgoing',
    delivery: 'sent',
  },
  {
    id: 'r-8',
    author: 'Meera Iyer',
    body: 'P.S. Measure the height as well: a net taller than 2.5 m needs the heavy-duty kit.',
    sentAt: new Date('2025-01-14T11:05:00Z'),
    direction: 'outgoing',
    delivery: 'pending',
  },
];

/** India's time whatever the machine's zone, so the visual baselines match on every machine. */
const indianTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
export const storyDate = (date: Date) => indianTime.format(date);
