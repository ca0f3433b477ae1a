import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Viewer } from '../auth/index.js';
import { WalletItem } from './wallet-item.entity.js';
import { WalletItemInput, WalletTypeArgs } from './wallet-item.inputs.js';
import type { IncomingDocument, WalletService } from './wallet.service.js';

/** What the wallet needs from the GraphQL context. */
interface WalletContext {
  services: { wallet: WalletService };
  viewer: Viewer;
}

/** The upload's stream; graphql-upload has already buffered it to a temporary file, within its 5 MB limit. */
async function documentOf(file: Promise<FileUpload> | null | undefined): Promise<IncomingDocument | undefined> {
  if (!file) return undefined;
  const upload = await file;
  const content = upload.createReadStream();
  // The stream is read after the rights check (a database round trip). An upload over the limit
  // errors in that gap; with no listener yet the error would be unhandled and end the process.
  // The reader still gets it: a stream that has failed gives its error to whoever reads it later.
  content.on('error', () => {});
  return { fileName: upload.filename, content };
}

@Resolver(() => WalletItem)
export class WalletResolver {
  @Query(() => [WalletItem], {
    description: "A trip's wallet in travel order. Private: only those who may edit the trip may read it (FORBIDDEN otherwise). Each document's fileUrl is signed for the reader and works for an hour.",
  })
  walletItems(
    @Arg('tripUuid') tripUuid: string,
    @Args() { type }: WalletTypeArgs,
    @Ctx() context: WalletContext,
  ): Promise<WalletItem[]> {
    return context.services.wallet.list(tripUuid, type, context.viewer);
  }

  @Mutation(() => WalletItem, { description: 'Adds an item, with an optional PDF, JPG or PNG of at most 5 MB (multipart request).' })
  async addWalletItem(
    @Arg('tripUuid') tripUuid: string,
    @Arg('input', () => WalletItemInput) input: WalletItemInput,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file: Promise<FileUpload> | null,
    @Ctx() context: WalletContext,
  ): Promise<WalletItem> {
    return context.services.wallet.add(tripUuid, input, context.viewer, await documentOf(file));
  }

  @Mutation(() => WalletItem, { description: "Replaces an item's fields; a new file replaces the old one, and without one the old one stays." })
  async updateWalletItem(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => WalletItemInput) input: WalletItemInput,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file: Promise<FileUpload> | null,
    @Ctx() context: WalletContext,
  ): Promise<WalletItem> {
    return context.services.wallet.update(id, input, context.viewer, await documentOf(file));
  }

  @Mutation(() => Int, { description: "Deletes an item and its document; returns the deleted item's id." })
  async deleteWalletItem(@Arg('id', () => Int) id: number, @Ctx() context: WalletContext): Promise<number> {
    await context.services.wallet.remove(id, context.viewer);
    return id;
  }
}
