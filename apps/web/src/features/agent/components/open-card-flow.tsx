import {
  AgentMessage,
  CARD_LAST_DIGITS,
  findOfferRefusal,
  NUMBER_QUERY_SUCCESS,
  OpenCardStep,
  RechargeFlag,
  type ApplyEvent,
} from '@hall/contract/agent/rules';
import type { Offer, OpenCardRecord } from '@hall/contract/agent/schemas';
import { ConsentPurpose } from '@hall/contract/consent';
import { FieldLimit, isMobilePhone } from '@hall/contract/validators';
import { Button, Checkbox, Form, Input, Steps } from 'antd-mobile';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { callAgent } from '../call-agent.ts';
import { readAgentToken, readLocal, removeLocal, writeLocal, writeSession } from '../../../shared/lib/storage.ts';
import { askConsent } from '../../../shared/ui/consent-dialog.ts';
import { showAlert } from '../../../shared/ui/dialogs.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showAgentToast } from '../agent-toast.ts';
import { AgentKey, clearOpeningState, LOGIN_RETURN_KEY, readOpening, readSystemId, storeOpening } from '../agent-storage.ts';
import { AgreementText } from './agreement-text.tsx';
import { OpenInBrowserBanner } from './open-in-browser-banner.tsx';
import { PackageStep } from './package-step.tsx';
import { PhotoStep } from './photo-step.tsx';
import { keepDigits } from '../../../shared/lib/format.ts';

const SignatureBoard = lazy(() => import('./signature-pad.tsx').then((module) => ({ default: module.SignatureBoard })));

const STEP_TITLES = ['填写信息', '套餐详情', '入网协议', '实名认证'];
/** Steps 2 and 3 (agreement, photo) share the agreement stage of the step bar. */
const STEP_BAR_INDEX = [0, 1, 2, 2, 3];

export interface OpenCardFlowProps {
  applyEvent: ApplyEvent;
  title: string;
  /** The payment page of this flow. */
  payPath: '/OpenPay' | '/VnoOpenPay';
}

interface Opening {
  uimId: string;
  cityCode: string;
  cityName: string;
}

/** The five-step opening (steps 0-4) with resume from the server's open-card record. */
export function OpenCardFlow({ applyEvent, title, payPath }: OpenCardFlowProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const flowPath = `${location.pathname}${location.search}`;
  const isVirtual = applyEvent === 'VnoOpenCard';
  const scannedId = isVirtual ? searchParams.get('pone') : null;
  const isScanned = scannedId !== null;

  const [step, setStep] = useState<number>(OpenCardStep.FILL);
  const [phone, setPhone] = useState('');
  const [cardLast7, setCardLast7] = useState('');
  const [sparePhone, setSparePhone] = useState('');
  const [opening, setOpening] = useState<Opening | null>(null);
  const [offers, setOffers] = useState<Offer[]>([]);
  const [selectedOfferId, setSelectedOfferId] = useState('');
  const [isAgreementRead, setIsAgreementRead] = useState(false);
  const [isAgreed, setIsAgreed] = useState(false);
  const [signature, setSignature] = useState<string | null>(null);
  const [photo, setPhoto] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isScanReady, setIsScanReady] = useState(!isScanned);
  const hasStarted = useRef(false);

  const saveFailedMessage = isScanned ? AgentMessage.RECORD_SAVE_FAILED_SCANNED : AgentMessage.RECORD_SAVE_FAILED;

  const resetToStart = useCallback(() => {
    clearOpeningState();
    setOpening(null);
    setOffers([]);
    setSignature(null);
    setPhoto(null);
    setIsAgreed(false);
    setIsAgreementRead(false);
    setStep(OpenCardStep.FILL);
  }, []);

  const loadRecord = useCallback(async (): Promise<OpenCardRecord | null> => {
    const uimId = readLocal(AgentKey.UIM_ID);
    if (!uimId) {
      return null;
    }
    const { record } = await callAgent('QUERY_OPEN_CARD_LOCATION', { uimId });
    return record;
  }, []);

  /** Lands on the step the record says (spec: locations 1-4, rechargeFlag start/finish/nopay). */
  const resumeAt = useCallback(
    (record: OpenCardRecord) => {
      setOpening({ uimId: record.uimId, cityCode: record.cityCode, cityName: '' });
      setPhone(record.serviceId);
      setCardLast7(record.uimId.slice(-CARD_LAST_DIGITS));
      writeLocal(AgentKey.UIM_ID, record.uimId);
      if (record.openCardLocation === 1 && record.sumFee > 0) {
        if (record.rechargeFlag === RechargeFlag.FINISH) {
          setStep(OpenCardStep.AGREEMENT);
        } else {
          writeLocal(AgentKey.PAY_BACK_URL, flowPath);
          navigate(payPath);
        }
        return;
      }
      setStep(record.openCardLocation <= 1 ? OpenCardStep.AGREEMENT : record.openCardLocation);
    },
    [flowPath, navigate, payPath],
  );

  /** Back from the real-name service: read the results, check, sign and submit. */
  const finishRealName = useCallback(async () => {
    setStep(OpenCardStep.REAL_NAME);
    const record = await loadRecord().catch(() => null);
    if (!record) {
      await showAlert(AgentMessage.RECORD_MISSING);
      resetToStart();
      return;
    }
    setOpening({ uimId: record.uimId, cityCode: record.cityCode, cityName: '' });
    setPhone(record.serviceId);
    const bizId = readLocal(AgentKey.BIZ_NO) ?? '';
    const workNo = readLocal(AgentKey.WORK_NO) ?? '';
    try {
      const result = await callAgent('GET_SIMPLE_OR_CARD_NUM', {
        bizId,
        token: readLocal(AgentKey.GET_TOKEN) ?? undefined,
        uimId: record.uimId,
        serviceId: record.serviceId,
        workNo,
        recordNumber: record.recordNumber,
        cityName: '',
      });
      if (!result.cardNum.success) {
        removeLocal(AgentKey.JUDGE);
        await showAlert(result.cardNum.message || AgentMessage.IDENTITY_FAILED);
        return;
      }
      if (!result.simple.success) {
        removeLocal(AgentKey.JUDGE);
        await showAlert(result.simple.message ? `${result.simple.message}，请继续实名` : AgentMessage.FACE_FAILED);
        return;
      }
      await callAgent('DO_CHECK_IDENTITY_CODE_BY_WORK_NO', { aceptPerson: workNo, identityCode: result.cardNum.confirmIdcardNumber });
      const { sign, timestamp } = await callAgent('QUERY_SIGN', { serviceId: record.serviceId });
      const submitted = await callAgent('DO_SUBMIT', {
        uimId: record.uimId,
        serviceId: record.serviceId,
        recordNumber: record.recordNumber,
        bizId,
        systemId: readSystemId(),
        identityKind: '1',
        sign,
        timestamp,
        customerName: result.cardNum.confirmName,
        identityCode: result.cardNum.confirmIdcardNumber,
        custAddress: result.cardNum.address,
        cardIndex: record.TogetherUrl,
        cardOutdex: record.netSignUrl,
      });
      removeLocal(AgentKey.JUDGE);
      if (submitted.code === 0) {
        await showAlert(`${submitted.msg} 号码 ${submitted.serviceId} 已开通（${submitted.packageName}）`);
        resetToStart();
        setPhone('');
        setCardLast7('');
        setSparePhone('');
      }
    } catch (error) {
      removeLocal(AgentKey.JUDGE);
      if (isApiError(error) && error.code === -2) {
        resetToStart();
      }
    }
  }, [loadRecord, resetToStart]);

  useEffect(() => {
    if (hasStarted.current) {
      return;
    }
    hasStarted.current = true;
    if (!readAgentToken()) {
      writeSession(LOGIN_RETURN_KEY, flowPath);
      navigate('/login', { replace: true });
      return;
    }
    const start = async () => {
      if (isVirtual && !isScanned && searchParams.get('title') === null) {
        await showAlert(AgentMessage.SCAN_DATA_MISSING);
        return;
      }
      if (isScanned) {
        if (!scannedId) {
          await showAlert(AgentMessage.LINK_DATA_MISSING);
          return;
        }
        try {
          const resource = await callAgent('GET_ONLINE_SALE_RESOURCE', { id: scannedId }, { isSilent: true });
          setPhone(resource.serviceId);
          setCardLast7(resource.cardNo.slice(-CARD_LAST_DIGITS));
          setIsScanReady(true);
        } catch (error) {
          await showAlert(isApiError(error) && error.code === -100 ? error.message : AgentMessage.LINK_LOAD_FAILED);
          return;
        }
      } else {
        const stored = readOpening();
        if (stored && stored.path === flowPath) {
          setPhone(stored.phone);
          setCardLast7(stored.cardLast7);
          setSparePhone(stored.sparePhone);
        }
      }
      if (readLocal(AgentKey.JUDGE) === '1') {
        await finishRealName();
        return;
      }
      if (readLocal(AgentKey.PAY_QUERY) === '1') {
        removeLocal(AgentKey.PAY_QUERY);
        const record = await loadRecord().catch(() => null);
        if (record) {
          resumeAt(record);
        } else {
          await showAlert(AgentMessage.RECORD_MISSING);
          resetToStart();
        }
      }
    };
    void start();
  }, [finishRealName, flowPath, isScanned, isVirtual, loadRecord, navigate, resetToStart, resumeAt, scannedId, searchParams]);

  const submitFill = async () => {
    if (!phone && !cardLast7) {
      showAgentToast(AgentMessage.PHONE_OR_CARD_REQUIRED);
      return;
    }
    if (!isMobilePhone(phone)) {
      showAgentToast(AgentMessage.PHONE_INVALID);
      return;
    }
    if (cardLast7.length !== CARD_LAST_DIGITS) {
      showAgentToast(AgentMessage.CARD_LENGTH_WRONG);
      return;
    }
    if (sparePhone && !isMobilePhone(sparePhone)) {
      showAgentToast(AgentMessage.CONTACT_INVALID);
      return;
    }
    let query;
    try {
      query = await callAgent('SIM_OR_SERVICE_ID_QUERY', { iccidOrServiceId: phone, sparePhone: sparePhone || undefined, type: 2 });
    } catch (error) {
      if (!isApiError(error) || error.status !== 200) {
        showAgentToast(AgentMessage.NUMBER_QUERY_FAILED);
      }
      return;
    }
    if (query.code !== NUMBER_QUERY_SUCCESS) {
      showAgentToast(AgentMessage.NUMBER_QUERY_FAILED);
      return;
    }
    const uimId = query.cardNo;
    writeLocal(AgentKey.UIM_ID, uimId);
    storeOpening({ phone, cardLast7, sparePhone, path: flowPath });
    const workNo = readLocal(AgentKey.WORK_NO) ?? '';
    await callAgent('CHECK_ICCID', { serviceId: phone, iccid: cardLast7 });
    const { record } = await callAgent('QUERY_OPEN_CARD_LOCATION', { uimId });
    setOpening({ uimId, cityCode: query.cityCode, cityName: query.cityName });
    if (record) {
      resumeAt(record);
      return;
    }
    await callAgent('CHECK_PHONE_VALID', { serviceId: phone, uimId, workNo, appType: '1' });
    await callAgent('CHANEL_CHECK', { serviceId: phone, workNo });
    await callAgent('APP_COMMON_CHECK', { serviceId: phone, workNo });
    let offerReply;
    try {
      offerReply = await callAgent(
        'CHECK_OFFER_NAME',
        { WorkNo: workNo, serviceId: phone, iccId: uimId, type: isVirtual ? 1 : 2, SystemId: 1 },
        { isSilent: true },
      );
    } catch {
      await showAlert(AgentMessage.OFFER_FAILED);
      return;
    }
    if (!isVirtual) {
      const refusal = findOfferRefusal(readSystemId(), offerReply.offer.prodOfferId);
      if (refusal) {
        await showAlert(refusal);
        return;
      }
    }
    setOffers([offerReply.offer, ...offerReply.list]);
    setSelectedOfferId(offerReply.offer.prodOfferId);
    setStep(OpenCardStep.PACKAGE);
  };

  const submitPackage = async () => {
    const offer = offers.find((item) => item.prodOfferId === selectedOfferId) ?? offers[0];
    if (!offer || !opening) {
      await showAlert(AgentMessage.RECORD_MISSING);
      resetToStart();
      return;
    }
    const hasFee = offer.sumFee > 0;
    try {
      await callAgent(
        'ADD_OPEN_CARD_LOCATION',
        {
          applyEvent,
          uimId: opening.uimId,
          serviceId: phone,
          cityCode: opening.cityCode,
          prodOfferId: offer.prodOfferId,
          openCardLocation: hasFee ? 1 : 2,
          rechargeFlag: hasFee ? RechargeFlag.START : RechargeFlag.NO_PAY,
          sparePhone,
          PayBackUrl: flowPath,
        },
        { isSilent: true },
      );
    } catch {
      await showAlert(saveFailedMessage);
      resetToStart();
      return;
    }
    if (hasFee) {
      writeLocal(AgentKey.PAY_BACK_URL, flowPath);
      navigate(payPath);
      return;
    }
    setStep(OpenCardStep.AGREEMENT);
  };

  const submitAgreement = async () => {
    if (!isAgreementRead) {
      showAgentToast(AgentMessage.AGREEMENT_NOT_READ);
      return;
    }
    if (!isAgreed) {
      showAgentToast(AgentMessage.AGREEMENT_NOT_AGREED);
      return;
    }
    if (!signature) {
      showAgentToast(AgentMessage.SIGNATURE_REQUIRED);
      return;
    }
    const record = await loadRecord().catch(() => null);
    if (!record) {
      await showAlert(AgentMessage.RECORD_MISSING);
      resetToStart();
      return;
    }
    const { url } = await callAgent('SIGNATURE_UPLOAD', { image: signature, uimId: record.uimId, workNo: readLocal(AgentKey.WORK_NO) ?? undefined });
    const next = record.ifCheckCard === 1 ? OpenCardStep.PHOTO : OpenCardStep.REAL_NAME;
    try {
      await callAgent(
        'ADD_OPEN_CARD_LOCATION',
        { applyEvent, uimId: record.uimId, serviceId: record.serviceId, prodOfferId: record.prodOfferId, openCardLocation: next, netSignUrl: url },
        { isSilent: true },
      );
    } catch {
      await showAlert(saveFailedMessage);
      resetToStart();
      return;
    }
    setStep(next);
  };

  const submitPhoto = async () => {
    if (!photo) {
      showAgentToast(AgentMessage.PHOTO_REQUIRED);
      return;
    }
    const record = await loadRecord().catch(() => null);
    if (!record) {
      await showAlert(AgentMessage.RECORD_MISSING);
      resetToStart();
      return;
    }
    if (!(await askConsent(ConsentPurpose.ID_PHOTO))) {
      return;
    }
    const { url } = await callAgent('UPLOAD_CARD', { image: photo, uimId: record.uimId, consent: true });
    try {
      await callAgent(
        'ADD_OPEN_CARD_LOCATION',
        {
          applyEvent,
          uimId: record.uimId,
          serviceId: record.serviceId,
          prodOfferId: record.prodOfferId,
          openCardLocation: OpenCardStep.REAL_NAME,
          TogetherUrl: url,
        },
        { isSilent: true },
      );
    } catch {
      await showAlert(saveFailedMessage);
      resetToStart();
      return;
    }
    setStep(OpenCardStep.REAL_NAME);
  };

  const goRealName = async () => {
    const record = await loadRecord().catch(() => null);
    if (!record) {
      await showAlert(AgentMessage.RECORD_MISSING);
      resetToStart();
      return;
    }
    if (!(await askConsent(ConsentPurpose.FACE_CHECK))) {
      return;
    }
    const started = await callAgent('GET_URL', { serviceId: record.serviceId, recordNumber: record.recordNumber, returnUrl: flowPath, consent: true });
    writeLocal(AgentKey.JUDGE, '1');
    writeLocal(AgentKey.BIZ_NO, started.biz_no);
    writeLocal(AgentKey.GET_TOKEN, started.token);
    window.location.assign(started.url);
  };

  const next = async () => {
    if (isBusy) {
      return;
    }
    setIsBusy(true);
    try {
      switch (step) {
        case OpenCardStep.FILL:
          await submitFill();
          break;
        case OpenCardStep.PACKAGE:
          await submitPackage();
          break;
        case OpenCardStep.AGREEMENT:
          await submitAgreement();
          break;
        case OpenCardStep.PHOTO:
          await submitPhoto();
          break;
        default:
          await goRealName();
      }
    } catch {
      // The error catalogue has shown the reason; the agent stays on this step.
    } finally {
      setIsBusy(false);
    }
  };

  const checkAgreementScroll = (element: HTMLDivElement) => {
    if (element.scrollTop + element.clientHeight >= element.scrollHeight - 4) {
      setIsAgreementRead(true);
    }
  };

  const isReadOnly = isScanned;

  return (
    <div className="page agent-open-card">
      <PageHeader
        title={title}
        onBack={() => (step > OpenCardStep.FILL && step < OpenCardStep.REAL_NAME ? setStep(OpenCardStep.FILL) : navigate('/OpenCardMessage'))}
      />
      <OpenInBrowserBanner />
      <Steps current={STEP_BAR_INDEX[step] ?? 0} className="agent-steps">
        {STEP_TITLES.map((stepTitle) => (
          <Steps.Step key={stepTitle} title={stepTitle} />
        ))}
      </Steps>

      {step === OpenCardStep.FILL && (
        <Form layout="horizontal" mode="card">
          <Form.Item label="手机号">
            <Input
              placeholder="请输入开户手机号"
              inputMode="numeric"
              maxLength={FieldLimit.PHONE}
              value={phone}
              onChange={(value) => setPhone(keepDigits(value))}
              readOnly={isReadOnly}
              aria-label="手机号"
              clearable={!isReadOnly}
            />
          </Form.Item>
          <Form.Item label="卡号">
            <Input
              placeholder="请输入卡号后7位"
              maxLength={CARD_LAST_DIGITS}
              value={cardLast7}
              onChange={(value) => setCardLast7(value.replace(/[^0-9A-Za-z]/g, '').toUpperCase())}
              readOnly={isReadOnly}
              aria-label="卡号后7位"
              clearable={!isReadOnly}
            />
          </Form.Item>
          <Form.Item label="联系电话">
            <Input
              placeholder="选填，客户其他联系号码"
              inputMode="numeric"
              maxLength={FieldLimit.PHONE}
              value={sparePhone}
              onChange={(value) => setSparePhone(keepDigits(value))}
              aria-label="联系电话"
              clearable
            />
          </Form.Item>
          {!isScanReady && <p className="page-intro">正在读取扫码数据...</p>}
        </Form>
      )}

      {step === OpenCardStep.PACKAGE && (
        <PackageStep offers={offers} selectedOfferId={selectedOfferId} isSelectable={isVirtual} onSelect={setSelectedOfferId} />
      )}

      {step === OpenCardStep.AGREEMENT && (
        <section className="page-section" aria-label="入网协议">
          <div
            className="agent-agreement"
            tabIndex={0}
            role="document"
            aria-label="入网协议全文"
            onScroll={(event) => checkAgreementScroll(event.currentTarget)}
          >
            <AgreementText />
          </div>
          <p className={isAgreementRead ? 'agent-agreement-status is-done' : 'agent-agreement-status'}>
            {isAgreementRead ? '已阅读完毕' : '请滑动阅读至协议末尾'}
          </p>
          <Checkbox checked={isAgreed} onChange={setIsAgreed}>
            我已阅读并同意《客户入网服务协议》
          </Checkbox>
          <h2 className="section-title agent-signature-title">客户签名</h2>
          <Suspense fallback={<p className="muted">签名板加载中...</p>}>
            <SignatureBoard onChange={setSignature} />
          </Suspense>
        </section>
      )}

      {step === OpenCardStep.PHOTO && <PhotoStep photo={photo} onPhoto={setPhoto} />}

      {step === OpenCardStep.REAL_NAME && (
        <section className="page-section" aria-label="实名认证">
          <h2 className="section-title">实名认证</h2>
          <p>号码 {phone} 的资料已准备就绪。请点击「去实名」，由客户本人完成身份证识别与人脸比对。</p>
          <p className="muted">认证完成后将自动返回本页并提交开户。</p>
        </section>
      )}

      <div className="page-actions agent-footer">
        <Button block color="primary" size="large" loading={isBusy} disabled={!isScanReady} onClick={() => void next()}>
          {step === OpenCardStep.REAL_NAME ? '去实名' : '下一步'}
        </Button>
      </div>
    </div>
  );
}
