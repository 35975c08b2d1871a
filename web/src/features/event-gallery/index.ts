export { EventGallerySection as EventGallery } from './components/event-gallery-section';
