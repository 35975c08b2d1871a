/** Every screen of the TUI, as an entry of the navigation stack (esc pops one). */
export type Route =
  | { name: 'home' }
  | { name: 'groups' }
  | { name: 'group'; groupId: number; title: string; pane?: number }
  | { name: 'add-members'; groupId: number; title: string }
  | { name: 'add-coordinators'; groupId: number; title: string }
  | { name: 'announcement-form'; groupId: number; title: string; announcementId?: number }
  | { name: 'inbox'; pane?: number }
  | { name: 'message'; messageId: number }
  | { name: 'compose'; replyTo?: { id: number; subject: string; from: string } }
  | { name: 'courses' }
  | { name: 'course'; courseId: number; title: string; pane?: number }
  | { name: 'events' }
  | { name: 'event'; eventId: number; title: string }
  | { name: 'today' }
  | { name: 'roster'; courseId: number; sessionId: number; title: string };

export type RouteName = Route['name'];
