/** The wallet's REST shim (docs/product/traveller.md, section 7), over the same service as GraphQL. */
import { pipeline } from 'node:stream/promises';
import { create as contentDisposition } from 'content-disposition';
import { Router, type Request, type Response } from 'express';
import { AppError } from '../../common/app-error.js';
import { pathId } from '../../rest/path-id.js';
import { body, checked, checkInput, query } from '../../rest/checked-input.js';
import { viewerOfRequest } from '../../web/identify-viewer.js';
import { readWalletForm, withFormPrice } from './wallet-form.js';
import { WalletDocumentArgs, WalletItemInput, WalletTypeArgs } from './wallet-item.inputs.js';
import { walletItemView } from './wallet-item.view.js';
import type { WalletDocument, WalletService } from './wallet.service.js';


export function walletRoutes(services: { wallet: WalletService }): Router {
  const { wallet } = services;
  const router = Router();

  router.get('/trips/:tripUuid/wallet', query(WalletTypeArgs), async (req, res) => {
    const { type } = checked(res, WalletTypeArgs);
    res.json((await wallet.list(String(req.params.tripUuid), type, viewerOfRequest(req))).map(walletItemView));
  });
  router.post('/trips/:tripUuid/wallet', body(WalletItemInput), async (req, res) => {
    const input = checked(res, WalletItemInput);
    res.status(201).json(walletItemView(await wallet.add(String(req.params.tripUuid), input, viewerOfRequest(req))));
  });
  router.post('/trips/:tripUuid/wallet/upload', async (req, res) => {
    const { input, document } = await readUpload(req);
    res.status(201).json(walletItemView(await wallet.add(req.params.tripUuid, input, viewerOfRequest(req), document)));
  });
  router.get('/trips/:tripUuid/wallet/:id/file', query(WalletDocumentArgs), async (req, res) => {
    const { access, download } = checked(res, WalletDocumentArgs);
    const document = await wallet.document(String(req.params.tripUuid), pathId(String(req.params.id)), viewerOfRequest(req), access);
    await sendDocument(res, document, download !== undefined);
  });
  router.put('/wallet/:id', body(WalletItemInput), async (req, res) => {
    const input = checked(res, WalletItemInput);
    res.json(walletItemView(await wallet.update(pathId(String(req.params.id)), input, viewerOfRequest(req))));
  });
  router.put('/wallet/:id/upload', async (req, res) => {
    const { input, document } = await readUpload(req);
    res.json(walletItemView(await wallet.update(pathId(req.params.id), input, viewerOfRequest(req), document)));
  });
  router.delete('/wallet/:id', async (req, res) => {
    const id = pathId(req.params.id);
    await wallet.remove(id, viewerOfRequest(req));
    res.json({ id, deleted: true });
  });
  return router;
}

/** The upload routes take a file; without one, use the JSON routes. */
async function readUpload(req: Request) {
  const form = await readWalletForm(req);
  const input = await checkInput(WalletItemInput, withFormPrice(form.data));
  if (!form.document) throw new AppError('validation_failed', 'Choose a file to upload: send it in the "file" field');
  return { input, document: form.document };
}

// Images are shown in a sandbox with nothing else allowed. Chrome will not run its PDF viewer
// in a sandbox, so a PDF gets the strictest policy that still lets the viewer draw it.
const IMAGE_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
const PDF_POLICY = "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** Sends a document as its checked type (never the client's), shown inline unless ?download is asked. */
async function sendDocument(res: Response, document: WalletDocument, download: boolean): Promise<void> {
  res.setHeader('Content-Type', document.contentType);
  if (document.size !== null) res.setHeader('Content-Length', String(document.size));
  res.setHeader('Content-Disposition', contentDisposition(document.fileName, { type: download ? 'attachment' : 'inline' }));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', document.contentType === 'application/pdf' ? PDF_POLICY : IMAGE_POLICY);
  res.setHeader('Cache-Control', 'private, no-cache');
  try {
    await pipeline(document.content, res);
  } catch {
    // The headers are gone, so no error body can follow; cut the response short instead.
    res.destroy();
  }
}
