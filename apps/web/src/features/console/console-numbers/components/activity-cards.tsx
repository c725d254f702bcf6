import type { NumberActivity } from '@hall/contract/console-numbers/activity-schemas';
import type { NumberSms } from '@hall/contract/console-numbers/schemas';
import { Card, Typography } from 'antd';
import { FeedbackTable, InvoiceTable, PointsTable, RechargeTable } from './activity-tables.tsx';
import { NoticeSummary, NoticeTable } from './notice-tables.tsx';

/**
 * The number's activity on its record: 充值记录, 积分明细, 发票, 留言与投诉, and 通知记录 (the count per
 * channel over every notice listed, the 短信记录 below included, and the notices outside the SMS outbox).
 */
export function ActivityCards({ activity, sms }: { activity: NumberActivity; sms: NumberSms[] }) {
  return (
    <>
      <Card type="inner" title="充值记录" className="console-section">
        <RechargeTable recharges={activity.recharges} />
      </Card>
      <Card type="inner" title="积分明细" className="console-section">
        <PointsTable points={activity.points} />
      </Card>
      <Card type="inner" title="发票" className="console-section">
        <InvoiceTable invoices={activity.invoices} />
      </Card>
      <Card type="inner" title="留言与投诉" className="console-section">
        <FeedbackTable feedback={activity.feedback} />
      </Card>
      <Card type="inner" title="通知记录" className="console-section">
        <Typography.Paragraph type="secondary">
          按渠道统计下列通知（含下方短信记录中的微信模板消息与短信）；用量提醒（微信）与邮件逐条列于此，以短信发出的用量提醒见短信记录。
        </Typography.Paragraph>
        <NoticeSummary sms={sms} notices={activity.notices} />
        <NoticeTable notices={activity.notices} />
      </Card>
    </>
  );
}
