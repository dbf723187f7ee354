/** A list's page alone in the address (`?page=2`), for a list without filters; anything else there is left out. */
export interface PageOnly {
  page: number;
}

export function readPageOnly(params: URLSearchParams): PageOnly {
  const page = Number(params.get('page'));
  return { page: Number.isInteger(page) && page >= 1 && page <= 100000 ? page : 1 };
}

export function writePageOnly({ page }: PageOnly): URLSearchParams {
  return new URLSearchParams(page > 1 ? { page: String(page) } : {});
}
