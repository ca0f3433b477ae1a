/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Garage, Ceph, R2...), so several app
 * instances can share them. Configured with a plain options object; config.ts maps the
 * S3_* settings onto it.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { StorageReadError, StorageWriteError, StoredFileMissingError, type FileStorage } from './file-storage.js';

export interface S3StorageOptions {
  bucket: string;
  /** e.g. http://127.0.0.1:9000 for MinIO; omitted for AWS itself */
  endpoint?: string;
  region?: string;
  /** without keys the SDK's default chain applies (environment, instance role...) */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (endpoint/bucket/key) rather than the host name; most self-hosted stores need it */
  forcePathStyle?: boolean;
  /** prepended to every key, so one bucket can serve several purposes */
  keyPrefix?: string;
}

export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    const { accessKeyId, secretAccessKey } = options;
    this.client = new S3Client({
      region: options.region ?? 'us-east-1',
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      // Checksums only where S3 requires them: many S3-compatible stores reject the newer checksum headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(body: Readable | Buffer): Promise<string> {
    // Uploads are small (5 MB at most), so one PutObject with a known length is simpler and
    // more widely supported than a streamed or multipart upload.
    const bytes = Buffer.isBuffer(body) ? body : await buffer(body);
    const key = randomUUID();
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key), Body: bytes, ContentLength: bytes.length }));
    } catch (error) {
      // the bucket refused the file or could not be reached: nothing was stored
      throw new StorageWriteError(error);
    }
    return key;
  }

  async get(key: string): Promise<Readable> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
      if (!(object.Body instanceof Readable)) throw new Error('S3 returned no readable body');
      return object.Body;
    } catch (error) {
      if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)) {
        throw new StoredFileMissingError(key);
      }
      // any other refusal, or a bucket out of reach, is the store's failure, not the caller's
      throw new StorageReadError(error);
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
  }

  /** Stops the client's idle connections (tests, shutdown). */
  close(): void {
    this.client.destroy();
  }

  private objectKey(key: string): string {
    return `${this.options.keyPrefix ?? ''}${key}`;
  }
}
