/** The account calls of the docs/product/accounts-admin.md (section 7): /api/auth/* and /api/user/profile. */
import { Router } from 'express';
import { validateInput } from '../../common/validate-input.js';
import type { Services } from '../../services.js';
import { clientAddress, requireUser } from '../../web/request-auth.js';
import { userView } from '../users/user.view.js';
import { ForgotPasswordInput, LoginInput, RegisterInput, ResetPasswordInput } from './auth.inputs.js';
import { REGISTERED_MESSAGE } from './auth.service.js';

export function authRoutes(services: Pick<Services, 'auth' | 'passwordReset'>): Router {
  const router = Router();
  router.post('/auth/register', async (req, res) => {
    const input = await validateInput(RegisterInput, req.body);
    const user = await services.auth.register(input, clientAddress(req));
    res.status(201).json({ message: REGISTERED_MESSAGE, user: userView(user) });
  });
  router.post('/auth/login', async (req, res) => {
    const input = await validateInput(LoginInput, req.body);
    const { token, user } = await services.auth.login(input, clientAddress(req));
    res.json({ token, user: userView(user) });
  });
  router.post('/auth/forgot-password', async (req, res) => {
    const input = await validateInput(ForgotPasswordInput, req.body);
    await services.auth.limitResetRequests(clientAddress(req), input.email);
    res.json(await services.passwordReset.requestReset(input));
  });
  router.post('/auth/reset-password', async (req, res) => {
    const input = await validateInput(ResetPasswordInput, req.body);
    res.json(await services.passwordReset.resetPassword(input));
  });
  router.get('/user/profile', (req, res) => {
    res.json(userView(requireUser(req.auth)));
  });
  return router;
}
