import { Body, Controller, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { LEAD_MESSAGES, SendContactMessageUseCase, SubmitDemoRequestUseCase } from '@pointforge/domain';
import type { ApiResult } from '../../common/http/success-envelope';
import { clientIp } from '../../adapter-modules/rate-limit/client-ip';
import { ContactMessageDto } from './dto/contact-message.dto';
import { DemoRequestDto } from './dto/demo-request.dto';

/**
 * /api/demos/request and /api/contact: open to visitors. Each answers 201 with the same
 * body whether the submission was kept or caught by the honeypot; the per-IP limits are
 * counted by the use cases.
 */
@Controller()
export class LeadsController {
  constructor(
    private readonly submitDemoRequestUseCase: SubmitDemoRequestUseCase,
    private readonly sendContactMessageUseCase: SendContactMessageUseCase,
  ) {}

  @Post('demos/request')
  async requestDemo(@Body() body: DemoRequestDto, @Req() request: Request): Promise<ApiResult> {
    const { website, ...fields } = body;
    await this.submitDemoRequestUseCase.execute({ ...fields, honeypot: website ?? '', ipAddress: clientIp(request) });
    return { message: LEAD_MESSAGES.demoRequestReceived };
  }

  @Post('contact')
  async sendContactMessage(@Body() body: ContactMessageDto, @Req() request: Request): Promise<ApiResult> {
    const { website, ...fields } = body;
    await this.sendContactMessageUseCase.execute({ ...fields, honeypot: website ?? '', ipAddress: clientIp(request) });
    return { message: LEAD_MESSAGES.contactMessageSent };
  }
}
