/** A stored webhook body as the carrier reads it: for applying it (the tracking flow) and for staff's list of updates nobody expected. */
import { CarrierRefusedError, type Carrier, type TrackingUpdate } from './carrier';

export type WebhookReading = { update: TrackingUpdate | null } | { unreadable: string };

/** The carrier's reading of a body: an update, null for an event the shop does not follow, or why it cannot be read. */
export function readUpdate(carrier: Carrier, rawBody: string): WebhookReading {
  try {
    return { update: carrier.readWebhook(rawBody) };
  } catch (error) {
    if (error instanceof CarrierRefusedError) return { unreadable: error.message };
    throw error;
  }
}
