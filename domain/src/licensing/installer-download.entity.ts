/** One installer download handed out, kept for support and abuse review. */
export interface InstallerDownload {
  id: string;
  userId: string | null;
  version: string;
  ipAddress: string | null;
  createdAt: Date;
}
