import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  hello: 'Salam sejahtera,',
  signature: 'Nard Foundation',
  confirmedSubject: 'Anda sudah mendaftar: {event}',
  confirmedLead: 'Terima kasih kerana mendaftar. Tempat anda sudah dikhaskan untuk anda.',
  waitingSubject: 'Anda dalam senarai menunggu: {event}',
  waitingLead:
    'Acara ini sudah penuh, jadi anda nombor {position} dalam senarai menunggu. Jika ada tempat kosong, tempat itu milik anda dan kami akan menulis kepada anda.',
  promotedSubject: 'Ada tempat kosong: anda boleh hadir: {event}',
  promotedLead: 'Seseorang telah menarik diri, jadi kini anda mendapat tempat.',
  withdrawnSubject: 'Anda telah menarik diri: {event}',
  withdrawnLead: 'Anda tidak lagi berdaftar. Fail kalendar ini membuang acara itu daripada kalendar anda.',
  reminderSubject: 'Peringatan: jumpa esok: {event}',
  reminderLead: 'Ini peringatan bahawa acara anda berlangsung esok.',
  changedSubject: 'Acara ini telah berubah: {event}',
  changedLead:
    'Tarikh, masa atau tempat acara anda telah berubah. Butiran baharu ada di bawah, dan fail kalendar ini mengemas kini kalendar anda.',
  cancelledSubject: 'Acara ini dibatalkan: {event}',
  cancelledLead:
    'Kami mohon maaf: acara ini dibatalkan. Anda tidak perlu berbuat apa-apa. Fail kalendar ini membuangnya daripada kalendar anda.',
  detailEvent: 'Acara: {event}',
  detailDate: 'Tarikh: {date}',
  detailTime: 'Masa: {time}',
  detailVenue: 'Tempat: {venue}',
  detailTask: 'Tugas: {task}',
  yourEvents: 'Acara dan jam anda: {link}',
} satisfies Translation<typeof en>;
