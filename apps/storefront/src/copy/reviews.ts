/**
 * Words of reviews: writing one from an order (/add-review/{orderId}/{productId}) or from the
 * product page, and the customer's list (/my-reviews). Quoted strings from the product brief are
 * exact, typos included; the rest is marked as ours.
 */
export const reviewsCopy = {
  write: {
    title: 'Write a Review',
    loading: 'Loading...',
    // Ours: the labels of the form and the order line.
    ratingLabel: 'Your rating',
    textLabel: 'Your review',
    placeholder: 'Write your review here...',
    submit: 'Submit Review',
    submitting: 'Submitting…',
    required: 'Please provide a rating and a review.',
    submitted: 'Review submitted successfully!',
    orderedOn: (date: string) => `Ordered on ${date}`,
    // Ours: the order or product cannot be had.
    notFound: 'Order not found.',
    notInOrder: 'This product is not part of that order.',
    notDelivered: 'You can review this product once the order is delivered.',
    backToOrders: 'Back to Your Orders',
    failed: 'Failed to add review. Please try again.',
  },

  productPage: {
    button: 'Add Review',
    // Ours: signed out, the button leads to /signup; its name says why.
    signInLabel: 'Add Review: log in to write a review',
    title: 'Add Review',
    ratingLabel: 'Rating',
    ratingHint: 'From 1 to 5 stars',
    textLabel: 'Review',
    placeholder: 'Write your review here...',
    cancel: 'Cancel',
    submit: 'Submit Review',
    submitting: 'Submitting…',
    required: 'Please provide a rating and a review.',
    added: 'Review added successfully!',
    // Ours: a review not from a delivered order waits for the shop (status 'pending').
    pendingNote: 'It will appear on this page once it is published.',
    failed: 'Failed to add review. Please try again.',
    close: 'Close',
  },

  mine: {
    title: 'Your Reviews',
    subtitle: 'Manage your feedback effortlessly',
    // It leads to the orders, where delivered products have their 'Add Review'.
    addNew: '+ Add New Review',
    searchLabel: 'Search your reviews',
    searchPlaceholder: 'Search your reviews...',
    searchSubmit: 'Search',
    searchClear: 'Clear search',
    filterLabel: 'Status',
    filters: { all: 'All Reviews', published: 'Published', pending: 'Pending', draft: 'Draft', rejected: 'Not published' },
    loading: 'Loading...',
    none: 'No reviews found matching your criteria.',
    // Ours: the product brief only logs a failed list; a customer deserves a way to retry.
    loadFailed: 'We could not load your reviews just now.',
    retry: 'Try again',
    verified: 'Verified purchase',
    // Ours: the list's name and count.
    listLabel: 'Your reviews',
    count: (shown: number, total: number) => (shown === total ? `${total} ${total === 1 ? 'review' : 'reviews'}` : `${shown} of ${total} reviews`),
    statusLabels: { published: 'Published', pending: 'Pending', draft: 'Draft', rejected: 'Not published' },
    // Ours: the shop's reason for not publishing a review, shown to its author only.
    rejectionLabel: 'Why we did not publish it',
    shopReply: 'Reply from BirdShield India',
  },

  // Ours: spoken names of the stars.
  starLabel: (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`),
  ratingLabel: (value: string, max: number) => `Rated ${value} out of ${max}`,
} as const;
