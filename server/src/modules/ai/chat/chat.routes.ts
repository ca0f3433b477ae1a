import { Router } from 'express';
import { body, checked } from '../../../rest/checked-input.js';
import type { Services } from '../../../services.js';
import { clientGoneSignal } from '../../../web/client-gone.js';
import { ChatInput, TripChatInput } from './chat.inputs.js';

/** The chats over REST (docs/product/traveller.md, section 7). */
export function chatRoutes(services: Services): Router {
  const router = Router();
  router.post('/chat/homepage', body(ChatInput), async (_req, res) => {
    const { messages } = checked(res, ChatInput);
    res.json(await services.chat.homeChat(messages, clientGoneSignal(res)));
  });
  router.post('/generate/destination', body(ChatInput), async (_req, res) => {
    const { messages } = checked(res, ChatInput);
    res.json({ data: await services.chat.tripRequestFromChat(messages, clientGoneSignal(res)) });
  });
  router.post('/chat/trip-modification', body(TripChatInput), async (_req, res) => {
    const { messages, tripContext } = checked(res, TripChatInput);
    res.json(await services.chat.tripChat(messages, tripContext, clientGoneSignal(res)));
  });
  router.get('/chat/ready-phrases', (_req, res) => {
    res.json({ phrases: services.chat.readyPhrases() });
  });
  return router;
}
