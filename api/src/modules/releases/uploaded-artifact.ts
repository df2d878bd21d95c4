import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { rm } from 'node:fs/promises';
import { finalize, type Observable } from 'rxjs';

/** What multer's disk storage hands the route: the upload spooled to a temporary file. */
export interface UploadedArtifact {
  path: string;
  originalname: string;
  size: number;
}

/**
 * Removes the temporary file of an upload once the request is answered, whatever the answer:
 * after the artifact was stored, and also when validation refused the form's fields, where
 * the route never ran. Bound outside the FileInterceptor that spools it.
 */
@Injectable()
export class RemoveUploadedArtifact implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request & { file?: UploadedArtifact }>();
    return next.handle().pipe(
      finalize(() => {
        // A file that cannot be removed is left to the temporary folder's own cleaning; the answer stands.
        if (request.file) rm(request.file.path, { force: true }).catch(() => undefined);
      }),
    );
  }
}
