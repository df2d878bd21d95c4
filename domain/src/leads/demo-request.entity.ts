export const INDUSTRIES = ['mining', 'surveying', 'civil', 'environmental', 'other'] as const;
export type Industry = (typeof INDUSTRIES)[number];
/** Where a demo request stands in sales' pipeline (lead-pipeline.ts): new ones are `pending`. */
export const DEMO_REQUEST_STATUSES = ['pending', 'contacted', 'qualified', 'closed'] as const;
export type DemoRequestStatus = (typeof DEMO_REQUEST_STATUSES)[number];

export interface DemoRequest {
  id: string;
  fullName: string;
  email: string;
  company: string;
  industry: Industry;
  message: string | null;
  status: DemoRequestStatus;
  createdAt: Date;
}
