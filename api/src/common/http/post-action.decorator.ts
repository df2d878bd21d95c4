import { HttpCode, Post, applyDecorators } from '@nestjs/common';

/**
 * A POST that acts on what exists (log in, confirm, cancel, refund) instead of creating
 * something: answered 200 OK rather than the 201 Created Nest gives every POST.
 */
export function PostAction(path?: string): MethodDecorator {
  return applyDecorators(Post(path), HttpCode(200));
}
