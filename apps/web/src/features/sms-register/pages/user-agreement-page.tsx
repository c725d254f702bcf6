import { readHotline, readInitialPin } from '../../../shared/lib/runtime-config.ts';
import { linkHotline } from '../../../shared/ui/hotline.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import '../sms-register.css';

export const AGREEMENT_VERSION = '2024-06-13';

/** The ten articles of the user service agreement; the initial PIN and the hotline come from the server's configuration. */
function listArticles(initialPin: string, hotline: string): { title: string; paragraphs: string[] }[] {
  const pinText = initialPin ? `初始服务密码为${initialPin}` : '初始服务密码以入网时告知的为准';
  return [
    {
      title: '第一条 服务内容',
      paragraphs: [
        '乙方（运营商）向甲方（用户）提供移动通信及相关增值服务，包括语音、短信、数据流量及甲方自愿订购的其他业务。服务的具体内容、资费标准以甲方办理时的业务说明为准。',
      ],
    },
    {
      title: '第二条 资费与缴费',
      paragraphs: ['甲方应按照所选套餐及业务的资费标准按时足额缴纳费用。甲方逾期未缴纳费用的，乙方有权自逾期之日起按欠费金额每日加收3‰的违约金。'],
    },
    {
      title: '第三条 停机与复机',
      paragraphs: ['甲方欠费或余额不足时，乙方可暂停提供服务。甲方缴清欠费及违约金后，乙方应在24小时内恢复服务。'],
    },
    {
      title: '第四条 详单查询',
      paragraphs: ['甲方可通过营业厅、客服热线或网上营业厅查询最近5个月的通话、短信及上网详单。'],
    },
    {
      title: '第五条 网络调整与故障修复',
      paragraphs: [
        '乙方因网络调整、系统升级等原因可能影响甲方正常使用的，应提前72小时通知甲方。',
        '因乙方原因发生通信故障的，乙方应在接到甲方报障后72小时内修复，法律法规另有规定的除外。',
      ],
    },
    {
      title: '第六条 号码与技术变更',
      paragraphs: [
        '因国家政策或网络规划需要变更甲方号码的，乙方应提前45日通知甲方。',
        '因技术升级需停止提供某项业务或变更服务方式的，乙方应提前90日通知甲方，并提供相应的替代方案。',
      ],
    },
    {
      title: '第七条 服务密码',
      paragraphs: [
        `服务密码是甲方办理业务的重要凭证。${pinText}，甲方应及时修改并妥善保管。服务密码连续三次输入错误的，该密码将被锁定，甲方须凭有效身份证件办理解锁或重置。`,
      ],
    },
    {
      title: '第八条 个人信息保护',
      paragraphs: ['乙方依法收集、使用甲方的个人信息，并采取必要措施保障信息安全，未经甲方同意不向任何第三方提供，法律法规另有规定的除外。'],
    },
    {
      title: '第九条 协议期限',
      paragraphs: ['本协议有效期为一年，期满后双方均未提出异议的，自动续展一年，依此类推。'],
    },
    {
      title: '第十条 协议的解除',
      paragraphs: [
        '甲方号码连续三个月未使用，或欠费连续三个月未缴清的，乙方有权解除本协议并收回号码。',
        `甲方对本协议有任何疑问，可拨打客服热线${hotline}咨询。`,
      ],
    },
  ];
}

/** /UserAgreement: the user service agreement (version 2024-06-13); back goes to /WillRegister. */
export function UserAgreementPage() {
  const articles = listArticles(readInitialPin(), readHotline());
  return (
    <div className="page">
      <PageHeader title="用户服务协议" backTo="/WillRegister" />
      <article className="agreement">
        <h2>用户服务协议</h2>
        <p className="agreement-version">版本日期：{AGREEMENT_VERSION}</p>
        {articles.map((article) => (
          <section key={article.title}>
            <h3>{article.title}</h3>
            {article.paragraphs.map((paragraph) => (
              <p key={paragraph}>{linkHotline(paragraph)}</p>
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}
