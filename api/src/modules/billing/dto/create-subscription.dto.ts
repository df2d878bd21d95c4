import { PlanChoiceDto } from './plan-choice.dto';

/** POST /api/subscriptions/create: the plan and billing type to check out. */
export class CreateSubscriptionDto extends PlanChoiceDto {}
