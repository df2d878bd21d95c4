import { Controller, type ExecutionContext } from '@nestjs/common';
import { AdminGuard } from './admin.guard';

describe('AdminGuard', () => {
  it('refuses to serve an admin controller declared without the audit interceptor, before looking at the caller', async () => {
    @Controller('admin/customers')
    class DeclaredByHand {}
    const context = { getClass: () => DeclaredByHand } as unknown as ExecutionContext;
    const unused = undefined as never;

    await expect(new AdminGuard(unused).canActivate(context)).rejects.toThrow(
      'DeclaredByHand serves /api/admin without the audit interceptor: declare it with @AdminController',
    );
  });
});
