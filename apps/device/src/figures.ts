import { formatSize } from '@cloud-portal/domain/size-format';

/** A count as people read it: "1,234 items", "1 item". */
export function counted(value: number, one: string, many = `${one}s`): string {
  return `${value.toLocaleString('en-US')} ${value === 1 ? one : many}`;
}

/** Bytes as the portal shows them: "5.6 MB". */
export function bytes(value: number): string {
  return formatSize(value).text;
}
