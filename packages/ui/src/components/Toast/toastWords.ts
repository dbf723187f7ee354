/** The toasts' landmark, which F6 reaches, named with how many it shows ("1 notification"). */
export const toastWords = {
  region: (count: number) => (count === 1 ? '1 notification' : `${count} notifications`),
};
