/** The expenses' REST shim, over the same service as GraphQL (issue 22), with the CSV export. */
import { create as contentDisposition } from 'content-disposition';
import { Router } from 'express';
import { pathId } from '../../rest/path-id.js';
import { body, checked } from '../../rest/checked-input.js';
import { requireRole } from '../../rest/require-role.js';
import { viewerOfRequest } from '../../web/identify-viewer.js';
import { CurrencyRateInput, ExpenseInput } from './expense.inputs.js';
import type { ExpenseService } from './expense.service.js';


export function expenseRoutes(services: { expenses: ExpenseService }): Router {
  const { expenses } = services;
  const router = Router();
  router.get('/trips/:tripUuid/expenses', async (req, res) => {
    res.json(await expenses.summary(String(req.params.tripUuid), viewerOfRequest(req)));
  });
  router.get('/trips/:tripUuid/expenses.csv', async (req, res) => {
    const { fileName, content } = await expenses.csv(String(req.params.tripUuid), viewerOfRequest(req));
    res.setHeader('Content-Disposition', contentDisposition(fileName));
    res.type('text/csv; charset=utf-8').send(content);
  });
  router.post('/trips/:tripUuid/expenses', requireRole('traveller'), body(ExpenseInput), async (req, res) => {
    res.status(201).json(await expenses.add(String(req.params.tripUuid), checked(res, ExpenseInput), viewerOfRequest(req)));
  });
  router.put('/trips/:tripUuid/expenses/:id', requireRole('traveller'), body(ExpenseInput), async (req, res) => {
    res.json(await expenses.update(String(req.params.tripUuid), pathId(String(req.params.id)), checked(res, ExpenseInput), viewerOfRequest(req)));
  });
  router.delete('/trips/:tripUuid/expenses/:id', requireRole('traveller'), async (req, res) => {
    res.json(await expenses.remove(String(req.params.tripUuid), pathId(String(req.params.id)), viewerOfRequest(req)));
  });
  router.get('/trips/:tripUuid/cost-estimate', async (req, res) => {
    res.json(await expenses.estimate(String(req.params.tripUuid)));
  });
  router.get('/currency-rates', async (_req, res) => {
    res.json(await expenses.currencyRates());
  });
  router.put('/admin/currency-rates', requireRole('admin'), body(CurrencyRateInput), async (_req, res) => {
    res.json(await expenses.setRate(checked(res, CurrencyRateInput)));
  });
  return router;
}
