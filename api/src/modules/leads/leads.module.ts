import { Module } from '@nestjs/common';

/**
 * Demo requests and contact messages (/api/demos/*, /api/contact).
 * Controllers, DTOs and use-case providers land here; the ports they need are provided
 * globally by the infrastructure modules.
 */
@Module({})
export class LeadsModule {}
