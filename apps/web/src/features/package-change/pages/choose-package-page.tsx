import type { OperationOutput } from '@hall/contract/schemas';
import { CallDisplay, PACKAGE_CHANGE_ACCEPTED, PackageChangeMessage } from '@hall/contract/package-change/rules';
import { Button, Tabs } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { formatYuanShort } from '../../../shared/lib/format.ts';
import { isKingCardTabEnabled } from '../../../shared/lib/runtime-config.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { BoundView } from '../../../shared/ui/bound-view.tsx';
import { showAlert } from '../../../shared/ui/dialogs.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { clearSelection, packageCatalogueQuery, readSelection, useChangePackage, writeSelection } from '../api.ts';
import { PackageConfirmPopup } from '../components/package-confirm-popup.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import '../package-change.css';

type PackageItem = OperationOutput<'RECHARGE_PRODUCT'>['userprod']['list'][number];

const TABS = [
  { key: String(CallDisplay.STANDARD), title: '流量套餐', callDisplay: CallDisplay.STANDARD },
  { key: String(CallDisplay.KING_CARD), title: '王卡套餐', callDisplay: CallDisplay.KING_CARD },
];

type Catalogue = OperationOutput<'RECHARGE_PRODUCT'>;
type CurrentPackage = NonNullable<OperationOutput<'PERSONAL_DATA'>['mobilePhoneInfo']>;

/** /ChoosePackage (also /Choosepackage): pick the package for next month and confirm the change. */
export function ChoosePackagePage() {
  const catalogue = useQuery(packageCatalogueQuery);
  const member = useMember();
  return (
    <div className="page">
      <PageHeader title="变更套餐" backTo="/BusinessHandle" />
      <BoundView member={member} loading={8} failedTitle="套餐加载失败">
        {(phone) => (
          <QueryView query={catalogue} loading={8} failedTitle="套餐加载失败">
            {(data) => member.data?.mobilePhoneInfo && <PackageChooser phone={phone} current={member.data.mobilePhoneInfo} catalogue={data} />}
          </QueryView>
        )}
      </BoundView>
    </div>
  );
}

/** The packages by tab, the one chosen (kept across the details page), and the change's confirmation. */
function PackageChooser({ phone, current, catalogue }: { phone: string; current: CurrentPackage; catalogue: Catalogue }) {
  const navigate = useNavigate();
  const tabs = isKingCardTabEnabled() ? TABS : TABS.slice(0, 1);
  const [storedSelection] = useState(readSelection);
  const [activeTab, setActiveTab] = useState(() => tabs.find((tab) => tab.key === storedSelection?.tab)?.key ?? tabs[0]?.key ?? '1');
  const [selectedId, setSelectedId] = useState<string | null>(storedSelection?.productId ?? null);
  const [isConfirming, setIsConfirming] = useState(false);
  const changePackage = useChangePackage();

  const allPackages = catalogue.userprod.list;
  const visibleCallDisplays = tabs.map((tab) => tab.callDisplay as number);
  const selected = allPackages.find((item) => item.productId === selectedId && visibleCallDisplays.includes(item.Calldisplay)) ?? null;
  const activeCallDisplay = tabs.find((tab) => tab.key === activeTab)?.callDisplay ?? CallDisplay.STANDARD;
  const packages = allPackages.filter((item) => item.Calldisplay === activeCallDisplay);

  const select = (item: PackageItem) => {
    setSelectedId(item.productId);
    writeSelection({ productId: item.productId, price: item.amount, tab: activeTab });
  };

  const openConfirm = () => {
    if (!selected) {
      showToast(PackageChangeMessage.NOTHING_SELECTED);
      return;
    }
    setIsConfirming(true);
  };

  const submit = () => {
    if (!selected) {
      return;
    }
    setIsConfirming(false);
    changePackage.mutate(
      { packageId: current.packageId, newofferId: selected.productId, packageName: current.packageName, newofferName: selected.name },
      {
        onSuccess: (result) => {
          if (result.rspCode !== PACKAGE_CHANGE_ACCEPTED) {
            void showAlert(result.rspDesc, '办理失败');
            return;
          }
          clearSelection();
          navigate('/ChangeSucces', { replace: true });
        },
        onError: (error) => {
          // The catalogue has shown the reason; a missing or expired SMS check needs a new one.
          const needsVerification = [PackageChangeMessage.VERIFICATION_REQUIRED, PackageChangeMessage.VERIFICATION_EXPIRED] as string[];
          if (isApiError(error) && needsVerification.includes(error.message)) {
            navigate('/verification', { replace: true });
          }
        },
      },
    );
  };

  return (
    <>
      <p className="package-change-intro">当前套餐：{current.packageName}。变更后的套餐将于次月1日生效。</p>
      {tabs.length > 1 && (
        <Tabs activeKey={activeTab} onChange={setActiveTab}>
          {tabs.map((tab) => (
            <Tabs.Tab title={tab.title} key={tab.key} />
          ))}
        </Tabs>
      )}
      {packages.length === 0 ? (
        <EmptyState title="暂无可变更的套餐" />
      ) : (
        <ul className="package-list" aria-label="可选套餐">
          {packages.map((item) => {
            const isCurrent = item.productId === current.packageId;
            const isSelected = item.productId === selected?.productId;
            return (
              <li key={item.productId} className={`package-item${isSelected ? ' is-selected' : ''}${isCurrent ? ' is-current' : ''}`}>
                <button
                  type="button"
                  className="package-item-choice"
                  role="radio"
                  aria-checked={isSelected}
                  aria-label={item.name}
                  disabled={isCurrent}
                  onClick={() => select(item)}
                >
                  <span className="package-item-radio" aria-hidden="true" />
                  <span className="package-item-text">
                    <span className="package-item-name">
                      {item.name}
                      {isCurrent && <span className="package-item-tag">当前套餐</span>}
                    </span>
                    <span className="package-item-price">{formatYuanShort(item.amount)}元/月</span>
                  </span>
                </button>
                <Link className="package-item-details" to={`/PackageDetails?id=${encodeURIComponent(item.productId)}`} aria-label={`${item.name}详情`}>
                  详情
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <footer className="package-footer">
        <span className="package-footer-price">
          {selected ? (
            <>
              合计：<strong>{formatYuanShort(selected.amount)}</strong>元/月
            </>
          ) : (
            <span className="muted">请选择套餐</span>
          )}
        </span>
        <Button color="primary" onClick={openConfirm}>
          确认变更
        </Button>
      </footer>
      {selected && (
        <PackageConfirmPopup
          visible={isConfirming}
          phone={phone}
          packageName={selected.name}
          priceFen={selected.amount}
          onCancel={() => setIsConfirming(false)}
          onConfirm={submit}
        />
      )}
    </>
  );
}
