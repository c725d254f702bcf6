/** 周杰 (17012340009) has not recorded the promise video yet: his card lookup answers -106. */
const promiseVideoPhones = ['17012340009'];

export function buildCardsDemo() {
  return { promiseVideoPhones };
}
