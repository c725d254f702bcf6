import { AgreementMessage } from '@hall/contract/agreements/rules';
import { ApplicationMessage } from '@hall/contract/applications/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.ts';

// /transAcctT after the photo hint: the ID-and-SIM photo is required, then the signature (under the
// agreement version shown) and the photo are uploaded before leaving for the face check. A failed
// upload keeps the person on the photo step; an outdated agreement is shown again to read and sign.

type Handler = (payload: Record<string, unknown>) => Promise<unknown>;
const calls: { name: string; payload: Record<string, unknown> }[] = [];
const handlers = new Map<string, Handler>();
const toasts: string[] = [];
const PHOTO = 'data:image/jpeg;base64,/9j/AAAA';

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: (name: string, payload: Record<string, unknown>) => {
    calls.push({ name, payload });
    const handler = handlers.get(name);
    return handler ? handler(payload) : Promise.reject(new Error(`unexpected ${name}`));
  },
}));
vi.mock('../../../shared/lib/device.ts', () => ({ isWeChatBrowser: () => true, isPhone: () => true }));
vi.mock('../../../shared/ui/dialogs.ts', () => ({ showConfirm: async () => true, showAlert: async () => undefined }));
vi.mock('../../../shared/ui/consent-dialog.ts', () => ({ askConsent: async () => true }));
vi.mock('../../../shared/ui/toast.ts', () => ({
  showToast: (message: string) => toasts.push(message),
  showSuccessToast: () => undefined,
  showFailToast: (message: string) => toasts.push(message),
}));
vi.mock('../../../shared/lib/compress-photo.ts', () => ({ compressPhoto: async () => PHOTO }));
vi.mock('../components/signature-popup.tsx', () => ({
  SignaturePopup: ({ isVisible, onConfirm }: { isVisible: boolean; onConfirm: (dataUrl: string) => void }) =>
    isVisible ? (
      <button type="button" onClick={() => onConfirm('data:image/png;base64,AAAA')}>
        确认签名
      </button>
    ) : null,
}));

const { TransAcctTPage } = await import('./trans-acct-t-page.tsx');

const V1 = { version: 1, title: '客户入网服务协议', paragraphs: ['一、第一条。'] };
const V2 = { version: 2, title: '客户入网服务协议（修订）', paragraphs: ['一、修订后的条款。'] };
const STARTED = { biz_no: 'BZ1', url: '/sandbox/face?ref=1' };
const leftFor: string[] = [];

beforeEach(() => {
  calls.length = 0;
  handlers.clear();
  toasts.length = 0;
  leftFor.length = 0;
  handlers.set('TRANSFER_AGREEMENT', async () => V1);
  handlers.set('TRANS_ACCT_T', async () => STARTED);
  handlers.set('UP_LOAD_CARD', async () => ({ isUploaded: true }));
  vi.spyOn(window.location, 'assign').mockImplementation((url: string | URL) => {
    leftFor.push(String(url));
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <TransAcctTPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Step 1 filled, the agreement read, agreed and signed, the hint understood: the photo step. */
async function reachPhotoStep() {
  renderPage();
  fireEvent.change(screen.getByRole('textbox', { name: '过户单号' }), { target: { value: 'GH1' } });
  fireEvent.change(screen.getByRole('textbox', { name: '过户验证码' }), { target: { value: 'ABC123' } });
  fireEvent.change(screen.getByRole('textbox', { name: '身份证号' }), { target: { value: '11010519491231002X' } });
  fireEvent.change(screen.getByRole('textbox', { name: '姓名' }), { target: { value: '陈晨' } });
  fireEvent.click(screen.getByRole('button', { name: '下一步' }));
  await screen.findByRole('heading', { name: V1.title });
  fireEvent.click(screen.getByText('请您阅读并同意《入网协议》'));
  fireEvent.click(screen.getByRole('button', { name: '电子签名' }));
  fireEvent.click(screen.getByRole('button', { name: '确认签名' }));
  fireEvent.click(screen.getByRole('button', { name: '下一步' }));
  await screen.findByRole('button', { name: '提交并进行人脸识别' });
}

async function takePhoto() {
  const input = screen.getByLabelText('拍摄身份证与SIM卡合照');
  fireEvent.change(input, { target: { files: [new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' })] } });
  await screen.findByRole('img', { name: '身份证与SIM卡合照预览' });
}

const uploads = () => calls.filter((entry) => entry.name === 'UP_LOAD_CARD').map((entry) => entry.payload);

describe('/transAcctT step 1', () => {
  it('says the order number and code reach the original owner in the official account, not by SMS', () => {
    renderPage();
    expect(screen.getByText('过户单号和过户验证码由原机主发起过户后在本公众号的消息中收到，请向原机主索取，不区分大小写。')).toBeTruthy();
    expect(screen.queryByText(/通过短信获得/)).toBeNull();
  });
});

describe('/transAcctT photo step', () => {
  it('asks for the photo before anything is sent', async () => {
    await reachPhotoStep();
    fireEvent.click(screen.getByRole('button', { name: '提交并进行人脸识别' }));
    expect(toasts).toContain(ApplicationMessage.PHOTO_REQUIRED);
    // Only the agreement was read (once per view of it); nothing was uploaded or started.
    expect(new Set(calls.map((entry) => entry.name))).toEqual(new Set(['TRANSFER_AGREEMENT']));
  });

  it('uploads the signature under the version shown, then the photo, and only then leaves for the face check', async () => {
    await reachPhotoStep();
    await takePhoto();
    fireEvent.click(screen.getByRole('button', { name: '提交并进行人脸识别' }));
    await waitFor(() => expect(leftFor).toEqual([STARTED.url]));
    expect(uploads()).toEqual([
      { image: 'data:image/png;base64,AAAA', biz_no: 'BZ1', fileKind: 'signature', agreementVersion: 1 },
      { image: PHOTO, biz_no: 'BZ1', fileKind: 'photo' },
    ]);
  });

  it('stays on the photo step with the photo kept when an upload fails', async () => {
    handlers.set('UP_LOAD_CARD', async (payload) => {
      if (payload.fileKind === 'photo') {
        throw new ApiError(-100, '图片格式错误，请上传PNG或JPEG图片');
      }
      return { isUploaded: true };
    });
    await reachPhotoStep();
    await takePhoto();
    fireEvent.click(screen.getByRole('button', { name: '提交并进行人脸识别' }));
    await waitFor(() => expect(uploads()).toHaveLength(2));
    expect(leftFor).toEqual([]);
    expect(screen.getByRole('img', { name: '身份证与SIM卡合照预览' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '提交并进行人脸识别' })).toBeTruthy();
  });

  it('shows a newer agreement to read, agree and sign again when the version signed is outdated', async () => {
    handlers.set('UP_LOAD_CARD', async () => {
      throw new ApiError(-100, AgreementMessage.OUTDATED, { code: -100, msg: AgreementMessage.OUTDATED });
    });
    await reachPhotoStep();
    await takePhoto();
    handlers.set('TRANSFER_AGREEMENT', async () => V2);
    fireEvent.click(screen.getByRole('button', { name: '提交并进行人脸识别' }));
    await screen.findByRole('heading', { name: V2.title });
    expect(leftFor).toEqual([]);
    expect(screen.getByText('点击此处进行电子签名')).toBeTruthy();
    // Agreement and signature were reset: signing again is asked for from the start.
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(toasts).toContain(ApplicationMessage.AGREEMENT_NOT_AGREED);
  });
});
