import { Controller } from '@nestjs/common';
import { AdminController, isAudited } from './admin-controller.decorator';
import { isAdminController } from './admin-route';

describe('isAdminController', () => {
  it('knows a controller under /api/admin by its route, however it was declared', () => {
    @AdminController('leads')
    class Leads {}
    @Controller('admin')
    class Root {}
    @Controller('/admin/customers')
    class Customers {}
    @Controller(['licenses', 'admin/licenses'])
    class Aliased {}

    for (const controller of [Leads, Root, Customers, Aliased]) expect(isAdminController(controller)).toBe(true);
  });

  it('leaves every other controller alone, even one whose path only starts with the word', () => {
    @Controller('administrators')
    class LookAlike {}
    @Controller('auth')
    class Auth {}
    @Controller()
    class Bare {}

    for (const controller of [LookAlike, Auth, Bare]) expect(isAdminController(controller)).toBe(false);
  });

  it('binds the audit interceptor to an @AdminController, which AdminGuard requires of every admin controller', () => {
    @AdminController('leads')
    class Leads {}
    @Controller('admin/customers')
    class DeclaredByHand {}

    expect(isAudited(Leads)).toBe(true);
    expect(isAudited(DeclaredByHand)).toBe(false);
  });
});
