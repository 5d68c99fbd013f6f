import { findOperator } from '@paywise/domain/catalogue/operators';
import { identifierRuleError, normalizeIdentifier } from '@paywise/domain/catalogue/form-rules';
import { SERVICES, servicesForOrderType } from '@paywise/domain/catalogue/services';
import { billSchema, fetchBillBodySchema } from '@paywise/domain/contracts/bills';
import { errorSchema } from '@paywise/domain/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../lib/app-error';
import { limitBy } from '../../plugins/rate-limit';

/** Bill fetch: what an account owes, before paying it. Open to visitors, limited per IP address. */
export const billsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { biller } = app.adapters;

  app.post(
    '/bills/fetch',
    {
      config: {
        access: 'public',
        rateLimit: limitBy(app.config.rateLimits.billFetch, (request) => request.ip),
      },
      schema: {
        tags: ['bills'],
        summary: 'Fetch the bill due on an account',
        description:
          'Sandbox biller: the amount is derived from the operator and account (the same answer every time); ' +
          'an account number ending in 0000 has no bill due (404). MOBILE fetches the bill of a postpaid ' +
          'number (10 digits).',
        body: fetchBillBodySchema,
        response: { 200: billSchema, 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { type, operator: operatorName, accountNumber } = request.body;
      // The page's own definition: gas bills use the piped gas list, not the cylinder one; a MOBILE bill is a
      // postpaid one (prepaid numbers have no bill).
      const def = type === 'MOBILE' ? SERVICES.postpaid : servicesForOrderType(type)[0];
      const operator = findOperator(def.operatorList, operatorName);
      if (!operator) {
        throw badRequest(`operator: is not one of the ${def.tileLabel} operators`, {
          operator: `is not one of the ${def.tileLabel} operators`,
        });
      }
      const identifierError = identifierRuleError(def, accountNumber);
      if (identifierError) throw badRequest(identifierError, { accountNumber: identifierError });

      const bill = await biller.fetchBill({
        type,
        displayType: def.displayType,
        operator: operator.name,
        accountNumber: normalizeIdentifier(def, accountNumber),
      });
      if (!bill) throw notFound('No bill is due for this account.');
      return bill;
    },
  );
};
