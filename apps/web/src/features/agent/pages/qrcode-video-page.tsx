import { PageHeader } from '../../../shared/ui/page-header.tsx';

/** /QRcodeVideo: an empty placeholder page. */
export function QrcodeVideoPage() {
  return (
    <div className="page">
      <PageHeader title="视频" />
    </div>
  );
}
