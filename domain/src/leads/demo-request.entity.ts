export const INDUSTRIES = ['mining', 'surveying', 'civil', 'environmental', 'other'] as const;
export type Industry = (typeof INDUSTRIES)[number];
export type DemoRequestStatus = 'pending' | 'scheduled' | 'completed' | 'declined';

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
