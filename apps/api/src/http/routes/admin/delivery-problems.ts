/** Parcels couriers could not deliver: staff's list, and an answer given for the customer after a call. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database';
import { answerDeliveryProblem } from '../../../flows/delivery-problems/answer';
import { adminDeliveryProblem, listDeliveryProblems } from '../../../flows/delivery-problems/views';
import { signedInStaff } from '../../authenticate';
import { registerOperation } from '../../contract';

export function registerAdminDeliveryProblemRoutes(app: FastifyInstance, db: Database): void {
  registerOperation(app, 'listDeliveryProblems', async (request) => {
    const { status = 'open', page = 1, page_size: pageSize = 25 } = request.query;
    return listDeliveryProblems(db, { status, page, pageSize });
  });

  registerOperation(app, 'adminAnswerDeliveryProblem', async (request) => {
    const answered = await answerDeliveryProblem(db, request.params.id, { staffId: signedInStaff(request).userId }, request.body);
    return adminDeliveryProblem(db, answered.id);
  });
}
