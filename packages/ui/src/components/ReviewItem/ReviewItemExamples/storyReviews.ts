import { subDays, subHours, subMonths } from 'date-fns';
import type { ReviewItemProps } from '../ReviewItem';

/** Reviews for the stories (stories only). Dates are relative to now, so "3 days ago" stays true. */
export const storyReviews = [
  {
    userName: 'Priya Nair',
    rating: 5,
    text: 'Pigeons used to sit on our AC unit every morning. Two weeks after fitting these spikes, not one has landed. Easy to stick on with the glue.',
    createdAt: subDays(new Date(), 3),
    isVerifiedPurchase: true,
  },
  {
    userName: 'Mohammed Irfan',
    rating: 4,
    text: 'Good quality steel.\nThe strips are a little long for our narrow ledge, so we cut them with a hacksaw. Works well.',
    createdAt: subMonths(new Date(), 1),
    isVerifiedPurchase: true,
  },
  {
    userName: 'kavya',
    rating: 3,
    text: 'Delivery took 6 days to Kochi. Product is fine.',
    createdAt: subHours(new Date(), 5),
  },
] as const satisfies ReadonlyArray<ReviewItemProps>;
