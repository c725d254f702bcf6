// The number the hall's pages show, from the member record as it is read. The client names it
// with every call, so an operation on it is refused once the member switched numbers elsewhere.

let shownNumber: string | undefined;

export function setShownNumber(phone: string | undefined): void {
  shownNumber = phone;
}

export function readShownNumber(): string | undefined {
  return shownNumber;
}
