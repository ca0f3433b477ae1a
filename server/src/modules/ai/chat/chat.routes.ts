import { Router } from 'express';
import { validateInput } from '../../../common/validate-input.js';
import type { Services } from '../../../services.js';
import { clientGoneSignal } from '../../../web/client-gone.js';
import { ChatInput, TripChatInput } from './chat.inputs.js';

/** The chats over REST (docs/product/traveller.md, section 7). */
export function chatRoutes(services: Services): Router {
  const router = Router();
  router.post('/chat/homepage', async (req, res) => {
    const { messages } = await validateInput(ChatInput, req.body);
    res.json(await services.chat.homeChat(messages, clientGoneSignal(res)));
  });
  router.post('/generate/destination', async (req, res) => {
    const { messages } = await validateInput(ChatInput, req.body);
    res.json({ data: await services.chat.tripRequestFromChat(messages, clientGoneSignal(res)) });
  });
  router.post('/chat/trip-modification', async (req, res) => {
    const { messages, tripContext } = await validateInput(TripChatInput, req.body);
    res.json(await services.chat.tripChat(messages, tripContext, clientGoneSignal(res)));
  });
  router.get('/chat/ready-phrases', (_req, res) => {
    res.json({ phrases: services.chat.readyPhrases() });
  });
  return router;
}
