import { AgentCheck, AgentMessage, CARD_LAST_DIGITS, findOfferRefusal, NUMBER_QUERY_SUCCESS } from '@hall/contract/agent/rules';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error.ts';
import { checkFields, HallForm, useFieldDefault, useHallForm } from '../../../shared/form/hall-form.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { readLocal } from '../../../shared/lib/storage.ts';
import { showAlert } from '../../../shared/ui/dialogs.ts';
import { showAgentToast } from '../agent-toast.ts';
import { AgentKey, readSystemId } from '../agent-storage.ts';
import { offersQuery, openCardRecordQuery, useCheckCard, useCheckNumberOpenable, useFindNumber } from '../opening-api.ts';
import type { NumberFields } from '../open-card-flow-reducer.ts';
import type { CardOpeningFlow } from '../use-open-card-flow.ts';
import { useStepAction } from '../use-step-action.ts';
import { StepFooter } from './step-footer.tsx';

/** What the card row keeps of a typed or pasted value: letters and digits, the letters in upper case. */
const keepCardCharacters = (value: string) => value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/** Step 0: the number and the card's last 7 (read-only from a scanned link), then its checks and offers. */
export function FillStep({ flow }: { flow: CardOpeningFlow }) {
  const queryClient = useQueryClient();
  const { mutateAsync: findNumber } = useFindNumber();
  const { mutateAsync: checkCard } = useCheckCard();
  const { mutateAsync: checkNumberOpenable } = useCheckNumberOpenable();
  const form = useHallForm<NumberFields>();
  // The flow fills the rows too (a stored, resumed or scanned number): they take its values until the agent types.
  useFieldDefault(form, 'phone', flow.fields.phone);
  useFieldDefault(form, 'cardLast7', flow.fields.cardLast7);
  useFieldDefault(form, 'sparePhone', flow.fields.sparePhone);
  const isReadOnly = flow.isScanned;

  const submit = async () => {
    const values = await checkFields(form, undefined, showAgentToast);
    if (!values) {
      return;
    }
    const { phone, cardLast7, sparePhone } = values;
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
    flow.dispatch({ type: 'numberFound', opening: { uimId, cityCode: query.cityCode, cityName: query.cityName } });
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
    flow.dispatch({ type: 'offersFound', offers: [offerReply.offer, ...offerReply.list] });
  };
  const action = useStepAction(submit);

  return (
    <>
      {/* What the agent types goes back to the flow, which stores the opening and reads it after this step. */}
      <HallForm
        form={form}
        initialValues={flow.fields}
        showFailure={showAgentToast}
        onValuesChange={(changed) => flow.dispatch({ type: 'fieldsChanged', changes: changed })}
        onSubmit={() => void action.run()}
      >
        <TextField name="phone" label="手机号" kind="phone" placeholder="请输入开户手机号" check={AgentCheck.OPENING_PHONE} isReadOnly={isReadOnly} />
        <TextField
          name="cardLast7"
          label="卡号"
          ariaLabel="卡号后7位"
          placeholder="请输入卡号后7位"
          maxLength={CARD_LAST_DIGITS}
          keep={keepCardCharacters}
          check={AgentCheck.CARD_LAST7}
          isReadOnly={isReadOnly}
          isClearable={!isReadOnly}
        />
        <TextField name="sparePhone" label="联系电话" kind="phone" placeholder="选填，客户其他联系号码" check={AgentCheck.CONTACT_PHONE} />
        {!flow.isScanReady && <p className="page-intro">正在读取扫码数据...</p>}
      </HallForm>
      <StepFooter label="下一步" isBusy={action.isRunning} isDisabled={!flow.isScanReady} onNext={action.run} />
    </>
  );
}
