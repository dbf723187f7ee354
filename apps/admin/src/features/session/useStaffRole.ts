import { useGetAdminMeQuery } from '@shop/api-client/admin';

/**
 * Whether the signed-in person is an owner, who alone may refund, erase a customer or change a staff
 * account. False until the session's answer arrives, so an owner's action appears rather than one
 * vanishing; the server refuses the other role whatever the page shows.
 */
export function useIsOwner(): boolean {
  return useGetAdminMeQuery().data?.staff.role === 'owner';
}
