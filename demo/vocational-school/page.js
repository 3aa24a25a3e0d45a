// The school's own script adds the news element after load with document.createElement, as a CMS
// widget area would; the Nard loader notices it and loads its code then.
document.addEventListener('DOMContentLoaded', () => {
  const news = document.createElement('nard-announcements');
  news.setAttribute('limit', '3');
  document.getElementById('news').append(news);
});
