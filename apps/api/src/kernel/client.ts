/** Who is calling, as the HTTP layer determined it: what the per-client rate limits count by. */
export interface Client {
  ip: string;
}
