import {
  BankcardOutline,
  CheckShieldOutline,
  EnvironmentOutline,
  FileOutline,
  HeartOutline,
  PayCircleOutline,
  PlayOutline,
  ShopbagOutline,
  TravelOutline,
  TruckOutline,
  UserAddOutline,
} from 'antd-mobile-icons';
import type { ComponentType } from 'react';

/** The eleven industry icons, by the category's position in the list. */
const ICONS_BY_POSITION: ComponentType[] = [
  EnvironmentOutline,
  BankcardOutline,
  CheckShieldOutline,
  PayCircleOutline,
  FileOutline,
  UserAddOutline,
  HeartOutline,
  TravelOutline,
  TruckOutline,
  ShopbagOutline,
  PlayOutline,
];

export function CategoryIcon({ position }: { position: number }) {
  const Icon = ICONS_BY_POSITION[position % ICONS_BY_POSITION.length] ?? FileOutline;
  return <Icon />;
}
