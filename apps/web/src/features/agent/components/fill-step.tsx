import { AgentMessage, CARD_LAST_DIGITS, findOfferRefusal, NUMBER_QUERY_SUCCESS } from '@hall/contract/agent/rules';
import { FieldLimit, isMobilePhone } from '@hall/contract/validators';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd-mobile';
import { isApiError } from '../../../shared/api/api-error.ts';
import { keepDigits } from '../../../shared/lib/format.ts';
import { readLocal } from '../../../shared/lib/storage.ts';
import { showAlert } from '../../../shared/ui/dialogs.ts';
import { showAgentToast } from '../agent-toast.ts';
import { AgentKey, readSystemId } from '../agent-storage.ts';
import { offersQuery, openCardRecordQuery, useCheckCard, useCheckNumberOpenable, useFindNumber } from '../api.ts';
import type { OpenCardFlowState } from '../use-open-card-flow.ts';
import { useStepAction } from '../use-step-action.ts';
import { StepFooter } from './step-footer.tsx';

/** Step 0: the number and the card's last 7 (read-only from a scanned link), then its checks and offers. */
export function FillStep({ flow }: { flow: OpenCardFlowState }) {
  const queryClient = useQueryClient();
  const { mutateAsync: findNumber } = useFindNumber();
  const { mutateAsync: checkCard } = useCheckCard();
  const { mutateAsync: checkNumberOpenable } = useCheckNumberOpenable();
  const { phone, cardLast7, sparePhone } = flow.fields;
  const isReadOnly = flow.isScanned;

  const submit = async () => {
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
      query = await findNumber({ phone, sparePhone });
    } catch (error) {
      // A refusal in a reply has been shown by the catalogue; a failed request gets the spec's text.
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
    flow.rememberNumber(uimId);
    const workNo = readLocal(AgentKey.WORK_NO) ?? '';
    // An opening already recorded resumes where it stopped; only a new one checks the card first.
    const record = await queryClient.fetchQuery(openCardRecordQuery(uimId));
    flow.setOpening({ uimId, cityCode: query.cityCode, cityName: query.cityName });
    if (record) {
      flow.resumeAt(record);
      return;
    }
    await checkCard({ phone, cardLast7 });
    await checkNumberOpenable({ phone, uimId, workNo });
    let offerReply;
    try {
      offerReply = await queryClient.fetchQuery(offersQuery({ workNo, serviceId: phone, uimId, isVirtual: flow.isVirtual }));
    } catch {
      await showAlert(AgentMessage.OFFER_FAILED);
      return;
    }
    const refusal = findOfferRefusal(readSystemId(), offerReply.offer.systemId);
    if (refusal) {
      await showAlert(refusal);
      return;
    }
    flow.showOffers([offerReply.offer, ...offerReply.list]);
  };
  const action = useStepAction(submit);

  return (
    <>
      <Form layout="horizontal" mode="card">
        <Form.Item label="手机号">
          <Input
            placeholder="请输入开户手机号"
            inputMode="numeric"
            maxLength={FieldLimit.PHONE}
            value={phone}
            onChange={(value) => flow.updateFields({ phone: keepDigits(value) })}
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
            onChange={(value) => flow.updateFields({ cardLast7: value.replace(/[^0-9A-Za-z]/g, '').toUpperCase() })}
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
            onChange={(value) => flow.updateFields({ sparePhone: keepDigits(value) })}
            aria-label="联系电话"
            clearable
          />
        </Form.Item>
        {!flow.isScanReady && <p className="page-intro">正在读取扫码数据...</p>}
      </Form>
      <StepFooter label="下一步" isBusy={action.isRunning} isDisabled={!flow.isScanReady} onNext={action.run} />
    </>
  );
}
