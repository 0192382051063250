// Placeholder: replaced by the staff area's 編輯商品 page (issue 10).
export default function StaffProductEdit() {
  return (
    <section className="page">
      <h1 className="page-title">編輯商品</h1>
    </section>
  )
}
