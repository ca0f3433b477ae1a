/** The account calls of the docs/product/accounts-admin.md (section 7): /api/auth/* and /api/user/profile. */
import { Router } from 'express';
import { body, checked } from '../../rest/checked-input.js';
import type { Services } from '../../services.js';
import { requireRole } from '../../rest/require-role.js';
import { clientAddress, viewerOfRequest } from '../../web/identify-viewer.js';
import { userView } from '../users/index.js';
import { ForgotPasswordInput, LoginInput, RegisterInput, ResetPasswordInput } from './auth.inputs.js';
import { REGISTERED_MESSAGE } from './auth.service.js';
import { requireUser } from './viewer.js';

export function authRoutes(services: Pick<Services, 'auth' | 'passwordReset'>): Router {
  const router = Router();
  router.post('/auth/register', body(RegisterInput), async (req, res) => {
    const input = checked(res, RegisterInput);
    const user = await services.auth.register(input, clientAddress(req));
    res.status(201).json({ message: REGISTERED_MESSAGE, user: userView(user) });
  });
  router.post('/auth/login', body(LoginInput), async (req, res) => {
    const input = checked(res, LoginInput);
    const { token, user } = await services.auth.login(input, clientAddress(req));
    res.json({ token, user: userView(user) });
  });
  router.post('/auth/forgot-password', body(ForgotPasswordInput), async (req, res) => {
    const input = checked(res, ForgotPasswordInput);
    await services.auth.limitResetRequests(clientAddress(req), input.email);
    res.json(await services.passwordReset.requestReset(input));
  });
  router.post('/auth/reset-password', body(ResetPasswordInput), async (_req, res) => {
    const input = checked(res, ResetPasswordInput);
    res.json(await services.passwordReset.resetPassword(input));
  });
  router.get('/user/profile', requireRole('traveller'), (req, res) => {
    res.json(userView(requireUser(viewerOfRequest(req))));
  });
  return router;
}
