/** A shopper's complaints: filing one signed in or by order number, following it by its link or from the account. */
import type { FastifyInstance } from 'fastify';
import type { AccountKeys } from '../../accounts';
import { complaintByLink, listOwnComplaints, replyByLink } from '../../complaints';
import type { Database } from '../../db/database';
import { fileOrderComplaint, fileOwnComplaint } from '../../flows/file-complaint';
import { signedIn } from '../authenticate';
import { registerOperation } from '../contract';

export interface ComplaintRouteSettings {
  siteUrl: string;
  /** The contact form's hourly limit per client, which the form by order number shares. */
  perHourLimit: number;
}

export function registerComplaintRoutes(app: FastifyInstance, db: Database, keys: () => Promise<AccountKeys>, settings: ComplaintRouteSettings): void {
  const linkSettings = async () => ({ linkKey: (await keys()).complaintLinks, siteUrl: settings.siteUrl });

  registerOperation(app, 'fileComplaint', async (request, reply) => {
    const receipt = await fileOwnComplaint(db, signedIn(request), request.body, await linkSettings());
    return reply.code(201).send(receipt);
  });

  registerOperation(app, 'fileOrderComplaint', async (request, reply) => {
    const receipt = await fileOrderComplaint(db, request.body, { ip: request.ip }, { ...(await linkSettings()), perHourLimit: settings.perHourLimit });
    return reply.code(201).send(receipt);
  });

  registerOperation(app, 'listMyComplaints', async (request) => listOwnComplaints(db, (await keys()).complaintLinks, signedIn(request).userId));

  // The mailed link, without signing in: one shopper's complaint, found by its secret, never kept by a browser or a CDN.
  registerOperation(app, 'getComplaint', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return complaintByLink(db, (await keys()).complaintLinks, request.params.token, { ip: request.ip });
  });

  registerOperation(app, 'replyToComplaint', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const complaint = await replyByLink(db, (await keys()).complaintLinks, request.params.token, request.body.text, { ip: request.ip });
    return reply.code(201).send(complaint);
  });
}
